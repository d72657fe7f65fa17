# Assigning a name (here with a for loop) before declaring it global.
counter = 0

def count(items):
    for counter in items:
        pass
    global counter
    return counter

print(count([1, 2]))
