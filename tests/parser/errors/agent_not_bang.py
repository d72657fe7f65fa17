if !a:
    pass
