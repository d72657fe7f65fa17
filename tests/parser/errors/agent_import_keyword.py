import = 1
