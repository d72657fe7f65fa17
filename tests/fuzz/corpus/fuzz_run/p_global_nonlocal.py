counter = 0

def increment():
    global counter
    counter += 1

def outer():
    x = 1
    y = 2
    def inner():
        nonlocal x, y
        x += 1
    inner()
    return x

def many():
    global a, b, c
