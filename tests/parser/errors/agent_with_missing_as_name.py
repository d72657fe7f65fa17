with open('f') as:
    pass
