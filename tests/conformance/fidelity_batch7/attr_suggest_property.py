# A property getter's own AttributeError names the property and the
# instance, so the printed traceback suggests a close attribute.
class Box:
    def __init__(self):
        self.width = 2
        self.height = 3

    @property
    def widths(self):
        raise AttributeError('widths are computed later')


b = Box()
print(b.width, b.height)
b.widths
