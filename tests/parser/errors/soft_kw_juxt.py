x = (match y)
