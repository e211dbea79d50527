/** Small exports as Letterboxd and IMDb write them (their real headers), for the import's tests. */
export const IMPORT_FILES = {
  letterboxdWatchlist: `Date,Name,Year,Letterboxd URI
2024-01-02,Alien,1979,https://boxd.it/2b0k
2024-01-03,"Finding Nemo",2003,https://boxd.it/2a1Y
2024-01-04,No Such Film Anywhere,1999,https://boxd.it/zzzz
`,
  letterboxdRatings: `Date,Name,Year,Letterboxd URI,Rating
2024-02-01,Toy Story,1995,https://boxd.it/2aB4,5
2024-02-02,Shrek,2001,https://boxd.it/2a3c,4
2024-02-03,Gigli,2003,https://boxd.it/2b9Q,1
`,
  imdbList: `Position,Const,Created,Modified,Description,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
1,tt0133093,2024-03-01,2024-03-01,,The Matrix,https://www.imdb.com/title/tt0133093/,movie,8.7,136,1999,"Action, Sci-Fi",2000000,1999-03-31,Lana Wachowski
2,tt0903747,2024-03-02,2024-03-02,,Breaking Bad,https://www.imdb.com/title/tt0903747/,tvSeries,9.5,49,2008,Drama,2000000,2008-01-20,
`,
  imdbRatings: `Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
tt0109830,9,2024-04-01,Forrest Gump,https://www.imdb.com/title/tt0109830/,movie,8.8,142,1994,Drama,2100000,1994-06-23,Robert Zemeckis
tt0120338,3,2024-04-02,Titanic,https://www.imdb.com/title/tt0120338/,movie,7.9,194,1997,Drama,1200000,1997-11-01,James Cameron
`,
} as const;
