def outer():
def inner():
    pass
