export const TOPIC_NAMES = [
  "heist",
  "space",
  "war",
  "zombie",
  "vampire",
  "christmas",
  "sports",
  "romance",
  "martial-arts",
  "animals",
  "dogs",
  "horses",
  "sharks",
  "crime",
  "spy",
  "time-travel",
  "dinosaurs",
  "pirates",
  "disaster",
  "monsters",
  "mystery",
  "ghosts",
  "prison",
  "high-school",
  "serial-killers",
  "road-trip",
  "coming-of-age",
] as const;
export type TopicName = (typeof TOPIC_NAMES)[number];

/**
 * Subjects the catalogue has no field for (it records genre, not plot), stated as facts: a film is
 * "about" a topic when it is on the topic's curated list of films (each title normalised: lower
 * case, no accents or apostrophe-s, words separated by single spaces) or, for a few topics, it has
 * one of the topic's genres. Words in a title never make a topic ("Robin Hood: Prince of Thieves"
 * is not a heist film). Titles missing from the catalogue never match.
 */
export interface Topic {
  titles: readonly string[];
  /** Every film of these genres is about the topic too. */
  genres?: readonly string[];
}

/** `"a|b|c"` → `["a", "b", "c"]`: keeps long word lists compact. */
const list = (words: string): readonly string[] => words.split("|");

const DOG_TITLES = list(
  "snow dogs|my dog skip|eight below|the shaggy dog|cats dogs|air bud|scooby doo|bolt|benji|" +
    "because of winn dixie|best in show|102 dalmatians|white fang",
);
const HORSE_TITLES = list(
  "all the pretty horses|seabiscuit|the horse whisperer|hidalgo|spirit stallion of the cimarron|racing stripes",
);
const SHARK_TITLES = list("jaws|jaws 2|deep blue sea|open water|shark tale|finding nemo");

export const TOPICS: Readonly<Record<TopicName, Topic>> = {
  heist: {
    titles: list(
      "the first great train robbery|heist|" +
        "ocean eleven|ocean twelve|ocean thirteen|the italian job|inside man|reservoir dogs|" +
        "the score|dog day afternoon|the thomas crown affair|point break|sneakers|entrapment|snatch|" +
        "lock stock and two smoking barrels|the bank job|inception|the town|set it off|jackie brown|" +
        "out of sight|ronin|gone in 60 seconds|sexy beast|the usual suspects|heat|the sting|" +
        "the getaway|hudson hawk|how to steal a million|tower heist|the asphalt jungle|the killing|" +
        "fast five|a fish called wanda|national treasure|the great train robbery|mission impossible|" +
        "die hard|the league of gentlemen|topkapi|flawless|the italian job|matchstick men|" +
        "the good thief|firewall|takers",
    ),
  },
  space: {
    titles: list(
      "star wars ep iv a new hope|star wars ep v the empire strikes back|star wars ep vi return of the jedi|star wars ep i the phantom menace|star wars ep ii attack of the clones|star wars ep iii revenge of the sith|star wars the clone wars|star trek the motion picture|star trek ii the wrath of khan|star trek iii the search for spock|star trek iv the voyage home|star trek v the final frontier|star trek vi the undiscovered country|star trek generations|star trek first contact|star trek insurrection|star trek nemesis|star trek|alien|aliens|alien resurrection|avp alien vs predator|starship troopers|mission to mars|red planet|john carpenter s ghosts of mars|treasure planet|galaxy quest|the hitchhiker s guide to the galaxy|mars attacks|muppets from space|space chimps|fly me to the moon|monsters vs aliens|planet 51|moon|the astronaut s wife|" +
        "2001 a space odyssey|apollo 13|armageddon|contact|event horizon|gravity|sunshine|solaris|" +
        "the right stuff|wall e|pitch black|serenity|spaceballs|deep impact|avatar|district 9|" +
        "supernova|titan a e|the fifth element|total recall|independence day|men in black|" +
        "the martian|sphere|space cowboys|lost in space",
    ),
  },
  war: {
    titles: list(
      "platoon|hart s war|we were soldiers|saints and soldiers|tae guik gi the brotherhood of war|lord of war|charlie wilson s war|buffalo soldiers|" +
        "saving private ryan|apocalypse now|full metal jacket|black hawk down|the thin red line|" +
        "glory|patton|the hurt locker|letters from iwo jima|flags of our fathers|enemy at the gates|" +
        "pearl harbor|the deer hunter|three kings|jarhead|inglourious basterds|schindler list|" +
        "the bridge on the river kwai|the great escape|the dirty dozen|windtalkers|tora tora tora|" +
        "the longest day|a bridge too far|das boot|u 571|behind enemy lines|tears of the sun|" +
        "the pianist|valkyrie|defiance|the messenger",
    ),
  },
  zombie: {
    titles: list(
      "undead|" +
        "dawn of the dead|28 days later|28 weeks later|shaun of the dead|zombieland|resident evil|" +
        "resident evil apocalypse|resident evil extinction|night of the living dead|" +
        "land of the dead|diary of the dead|i am legend|planet terror|quarantine",
    ),
  },
  vampire: {
    titles: list(
      "buffy the vampire slayer|dracula|interview with the vampire the vampire chronicles|vampire in brooklyn|vampires|the little vampire|dracula 2000|shadow of the vampire|dracula pages from a virgin s diary|cirque du freak the vampire s assistant|" +
        "twilight|new moon|the twilight saga new moon|blade|blade ii|blade trinity|" +
        "interview with the vampire|let the right one in|30 days of night|from dusk till dawn|" +
        "underworld|underworld evolution|van helsing|the lost boys|fright night|daybreakers|" +
        "queen of the damned|bram stoker dracula",
    ),
  },
  christmas: {
    titles: list(
      "a christmas story|the muppet christmas carol|how the grinch stole christmas|the santa clause 2|christmas with the kranks|black christmas|this christmas|four christmases|disney s a christmas carol|" +
        "home alone|home alone 2 lost in new york|the polar express|miracle on 34th street|elf|" +
        "it a wonderful life|love actually|the nightmare before christmas|jingle all the way|" +
        "bad santa|the santa clause|deck the halls|fred claus|the family stone|the holiday",
    ),
  },
  romance: {
    genres: list("Romantic Comedy"),
    titles: list(
      "true romance|my best friend s wedding|love jones|love and other catastrophes|love and basketball|monsoon wedding|punch drunk love|a lot like love|my summer of love|the wedding crashers|and then came love|romance and cigarettes|love in the time of cholera|two lovers|i love you beth cooper|love happens|crazy heart|eat pray love|bride prejudice|the incredibly true adventure of two girls in love|everyone says i love you|first love last rites|love letters|the heart of me|the corpse bride|love stinks|for love of the game|i love you don t touch me|" +
        "titanic|the notebook|casablanca|before sunrise|before sunset|pride and prejudice|" +
        "sense and sensibility|the english patient|ghost|dirty dancing|pretty woman|notting hill|" +
        "when harry met sally|sleepless in seattle|a walk to remember|atonement|brokeback mountain|" +
        "eternal sunshine of the spotless mind|500 days of summer|the bridges of madison county|" +
        "out of africa|an officer and a gentleman|moulin rouge|the time traveler wife|dear john|" +
        "the lake house|nights in rodanthe|the princess bride|roman holiday|gone with the wind|" +
        "doctor zhivago|romeo juliet|william shakespeare romeo juliet|the painted veil|chocolat",
    ),
  },
  sports: {
    titles: list(
      "a league of their own|love and basketball|shaolin soccer|dodgeball a true underdog story|racing stripes|artie lange s beer league|the wrestler|" +
        "rocky|rocky ii|rocky iii|rocky iv|rocky balboa|raging bull|million dollar baby|" +
        "remember the titans|the blind side|friday night lights|any given sunday|moneyball|" +
        "jerry maguire|space jam|the waterboy|happy gilmore|tin cup|caddyshack|field of dreams|" +
        "major league|bull durham|the natural|hoosiers|rudy|invictus|seabiscuit|cinderella man|" +
        "the fighter|coach carter|glory road|miracle|the longest yard|cool runnings|" +
        "bend it like beckham|the karate kid|talladega nights|blades of glory|semi pro|kingpin|" +
        "white men can't jump|the mighty ducks|ali|we are marshall|invincible|the rookie|" +
        "days of thunder|the program|he got game",
    ),
  },
  "martial-arts": {
    titles: list(
      "shichinin no samurai|american ninja 2 the confrontation|kickboxer|teenage mutant ninja turtles|teenage mutant ninja turtles ii the secret of the ooze|teenage mutant ninja turtles iii|six string samurai|ghost dog way of the samurai|kung pow enter the fist|" +
        "crouching tiger hidden dragon|enter the dragon|kill bill volume 1|kill bill volume 2|bloodsport|" +
        "mortal kombat|rumble in the bronx|rush hour|rush hour 2|rush hour 3|romeo must die|" +
        "the legend of drunken master|jet li hero|house of flying daggers|kung fu hustle|the forbidden kingdom|" +
        "ong bak 2|red cliff|ninja assassin|the karate kid|the last samurai|the matrix|shanghai noon|" +
        "shanghai knights|mulan",
    ),
  },
  // Title words only where they cannot mean something else ("dog" is also Reservoir Dogs, Wag the Dog).
  animals: {
    titles: [
      ...DOG_TITLES,
      ...HORSE_TITLES,
      ...SHARK_TITLES,
      ...list(
        "dolphin|farce of the penguins|dolphins and whales tribes of the ocean 3d|barnyard the original party animals|" +
          "babe|babe pig in the city|the lion king|happy feet|stuart little|stuart little 2|madagascar|" +
          "madagascar escape 2 africa|ice age|ice age the meltdown|the jungle book|the ghost and the darkness|" +
          "king kong|mighty joe young|whale rider|chicken run|ratatouille|charlotte web|garfield|duma|" +
          "two brothers|chicken little|flushed away|open season",
      ),
    ],
  },
  dogs: { titles: DOG_TITLES },
  horses: { titles: HORSE_TITLES },
  sharks: { titles: SHARK_TITLES },
  // Gangsters, cops, detectives and killers hunted: films whose story is a crime and its law (heists too).
  crime: {
    titles: list(
      "the godfather|the godfather part ii|the godfather part iii|goodfellas|casino|scarface|" +
        "the departed|pulp fiction|reservoir dogs|l a confidential|se7en|the usual suspects|fargo|" +
        "no country for old men|mystic river|american gangster|donnie brasco|the untouchables|" +
        "training day|collateral|zodiac|snatch|lock stock and two smoking barrels|in bruges|" +
        "gone baby gone|the town|public enemies|cidade de deus|the french connection|insomnia|sin city|" +
        "inside man|taxi driver|layer cake|a history of violence|gangs of new york|catch me if you can|" +
        "kiss kiss bang bang|jackie brown|get shorty|out of sight|payback|the boondock saints|" +
        "lethal weapon|beverly hills cop|bad boys|rush hour|memento|the silence of the lambs|" +
        "the big lebowski|the bank job|ocean s eleven|the black dahlia|blow|traffic|boyz n the hood|" +
        "menace ii society|the fugitive|leon|man on fire|get carter|sexy beast|brick|true romance|" +
        "things to do in denver when you re dead|smokin aces|lucky number slevin|running scared|" +
        "street kings|we own the night|pride and glory|righteous kill|cop land|dark blue|narc|s w a t|" +
        "16 blocks|the negotiator|copycat|kiss the girls|along came a spider|the bone collector|" +
        "murder by numbers|in the heat of the night|the sting|the italian job|analyze this|analyze that|" +
        "mickey blue eyes|last man standing|the cotton club",
    ),
  },
  // Secret agents and espionage: Bond, Bourne, the CIA and the spoofs of them.
  spy: {
    titles: list(
      "casino royale|quantum of solace|goldeneye|tomorrow never dies|the world is not enough|" +
        "die another day|dr no|goldfinger|from russia with love|thunderball|you only live twice|" +
        "live and let die|the spy who loved me|moonraker|for your eyes only|octopussy|a view to a kill|" +
        "the living daylights|the man with the golden gun|on her majesty s secret service|" +
        "diamonds are forever|the bourne identity|the bourne supremacy|the bourne ultimatum|" +
        "mission impossible|mission impossible iii|spy game|syriana|munich|body of lies|true lies|" +
        "spy kids|spy kids 2 the island of lost dreams|spy kids 3 d game over|" +
        "austin powers international man of mystery|austin powers the spy who shagged me|" +
        "austin powers in goldmember|johnny english|knight and day|the hunt for red october|" +
        "patriot games|clear and present danger|the sum of all fears|enemy of the state|" +
        "the manchurian candidate|charlie wilson s war|xxx|xxx state of the union|ronin|traitor|" +
        "agent cody banks|team america world police|torn curtain",
    ),
  },
  // Travel in time, and days lived again.
  "time-travel": {
    titles: list(
      "back to the future|back to the future part ii|back to the future part iii|the terminator|" +
        "terminator 2 judgment day|terminator 3 rise of the machines|twelve monkeys|the time machine|" +
        "groundhog day|bill ted s excellent adventure|bill ted s bogus journey|frequency|deja vu|primer|" +
        "the butterfly effect|timecop|time bandits|star trek iv the voyage home|star trek|" +
        "star trek first contact|harry potter and the prisoner of azkaban|kate and leopold|" +
        "the lake house|somewhere in time|peggy sue got married|donnie darko|" +
        "austin powers the spy who shagged me|land of the lost|les visiteurs|timeline|army of darkness|" +
        "black knight|just visiting|the jacket",
    ),
  },
  // Dinosaurs on screen, alive or in a museum.
  dinosaurs: {
    titles: list(
      "jurassic park|the lost world jurassic park|jurassic park 3|the land before time|dinosaur|" +
        "ice age dawn of the dinosaurs|night at the museum|night at the museum battle of the smithsonian|" +
        "king kong|land of the lost|journey to the center of the earth|a sound of thunder",
    ),
  },
  // Pirates, their ships and their treasure.
  pirates: {
    titles: list(
      "pirates of the caribbean the curse of the black pearl|pirates of the caribbean dead man s chest|" +
        "pirates of the caribbean at world s end|pirates|hook|cutthroat island|treasure planet|peter pan|" +
        "the princess bride|sinbad legend of the seven seas",
    ),
  },
  // Disasters natural and made: storms, quakes, impacts, sinkings, outbreaks.
  disaster: {
    titles: list(
      "titanic|armageddon|deep impact|the day after tomorrow|2012|twister|volcano|dante s peak|" +
        "the perfect storm|poseidon|independence day|the core|knowing|daylight|apollo 13|" +
        "world trade center|united 93|outbreak|meteor|hard rain|alive|vertical limit|ladder 49",
    ),
  },
  // Monsters and creature features (the kind ones of children's films too).
  monsters: {
    titles: list(
      "godzilla|king kong|cloverfield|tremors|jaws|alien|aliens|predator|lake placid|anaconda|" +
        "deep blue sea|the relic|pitch black|the mist|eight legged freaks|arachnophobia|monsters inc|" +
        "monsters vs aliens|frankenstein|van helsing|the mummy|the mummy returns|hellboy|gremlins|" +
        "gremlins 2 the new batch|slither|the descent|feast|jeepers creepers|reign of fire|dreamcatcher|" +
        "godzilla 2000|mighty joe young|where the wild things are",
    ),
  },
  // Mysteries: a puzzle to solve, a killer to find, a twist to see coming.
  mystery: {
    titles: list(
      "gosford park|sherlock holmes|young sherlock holmes|the da vinci code|angels demons|memento|" +
        "shutter island|the usual suspects|mystic river|zodiac|gone baby gone|the prestige|identity|" +
        "the others|the sixth sense|l a confidential|mulholland drive|se7en|murder by numbers|" +
        "the black dahlia|kiss kiss bang bang|brick|the game|secret window|the village|the ninth gate|" +
        "from hell|insomnia|scooby doo|8 femmes|fargo|blow out|the conversation|flightplan|the number 23|" +
        "twisted|kiss the girls|along came a spider|the bone collector|copycat|the silence of the lambs|" +
        "red dragon|hannibal",
    ),
  },
  // Ghosts and haunted houses, frightening or friendly.
  ghosts: {
    titles: list(
      "the sixth sense|the others|poltergeist|ghostbusters|ghost|the ring|the ring two|the grudge|" +
        "the grudge 2|the haunting|the amityville horror|the shining|what lies beneath|the eye|" +
        "dark water|thirteen ghosts|house on haunted hill|the fog|casper|ghost ship|1408|white noise|" +
        "paranormal activity|just like heaven|ghost town|sleepy hollow|pulse",
    ),
  },
  // Prisons: life inside, and escapes from them.
  prison: {
    titles: list(
      "the shawshank redemption|the green mile|the rock|con air|escape from new york|the longest yard|" +
        "the great escape|american history x|life|dead man walking|the last castle|fortress|chicken run|" +
        "undisputed|sleepers|the hurricane|o brother where art thou|holes|tango cash",
    ),
  },
  // High school: its classes, cliques, proms and games.
  "high-school": {
    titles: list(
      "fast times at ridgemont high|clueless|american pie|american pie 2|mean girls|superbad|juno|" +
        "napoleon dynamite|she s all that|can t hardly wait|election|grease|rushmore|donnie darko|" +
        "bring it on|not another teen movie|easy a|varsity blues|friday night lights|remember the titans|" +
        "save the last dance|fame|footloose|the faculty|carrie|scream|brick|saved|orange county|sky high|" +
        "dead poets society|hairspray|cruel intentions|thirteen|josie and the pussycats|drive me crazy|" +
        "get over it|sex drive|the new guy|the princess diaries|freaky friday|" +
        "nick and norah s infinite playlist",
    ),
  },
  // Serial killers and the hunt for them (slashers are horror's, by genre).
  "serial-killers": {
    titles: list(
      "se7en|zodiac|kiss the girls|along came a spider|the bone collector|copycat|the silence of the lambs|" +
        "red dragon|hannibal|from hell|murder by numbers|twisted|american psycho|identity|saw|saw ii|saw iii|" +
        "saw iv|saw v|saw vi|the cell|mindhunters|suspect zero|the watcher|summer of sam|monster|psycho|" +
        "frailty|perfume the story of a murderer|disturbia|untraceable|wolf creek|the lovely bones",
    ),
  },
  // Road trips: a journey by car, and who it changes.
  "road-trip": {
    titles: list(
      "little miss sunshine|rain man|road trip|dumb dumber|harold kumar go to white castle|" +
        "into the wild|sideways|the straight story|almost famous|midnight run|zombieland|" +
        "are we there yet|elizabethtown|about schmidt|transamerica|o brother where art thou|eurotrip|" +
        "borat|sex drive|fear and loathing in las vegas|the blues brothers|rat race|" +
        "flirting with disaster",
    ),
  },
  // Coming of age: growing up, and the summer or the school year it happens in.
  "coming-of-age": {
    titles: list(
      "stand by me|american graffiti|almost famous|juno|superbad|rushmore|donnie darko|boyz n the hood|" +
        "the outsiders|dead poets society|good will hunting|garden state|fast times at ridgemont high|" +
        "napoleon dynamite|thirteen|billy elliot|whale rider|bend it like beckham|" +
        "the squid and the whale|little miss sunshine|the karate kid|mean girls|clueless|easy a|" +
        "where the wild things are|cidade de deus|kids|igby goes down|nick and norah s infinite playlist|" +
        "saved|the princess diaries",
    ),
  },
};
