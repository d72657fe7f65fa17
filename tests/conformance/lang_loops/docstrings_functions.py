def area(width, height):
    """Return the area of a rectangle.

    Both sides must be non-negative.
    """
    return width * height


def no_doc(x):
    return x


def one_line():
    """Just one line."""


print(area(3, 4))
print(area.__doc__.splitlines()[0])
print(repr(no_doc.__doc__))
print(one_line(), one_line.__doc__)
lines = area.__doc__.strip().splitlines()
print(len(lines), lines[-1].strip())
