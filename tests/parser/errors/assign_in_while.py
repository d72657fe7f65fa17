while line = f.readline():
    pass
