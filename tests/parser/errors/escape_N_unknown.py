x = "\N{NOT A REAL NAME}"
