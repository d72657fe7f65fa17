for x in:
    pass
