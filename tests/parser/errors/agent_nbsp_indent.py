if x:
    pass
