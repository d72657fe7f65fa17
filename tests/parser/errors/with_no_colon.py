with open(f) as g
    pass
