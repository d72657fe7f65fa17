# A parameter named twice is a SyntaxError before anything runs.
print("never printed")

def scale(values, factor, *, factor):
    return [v * factor for v in values]
