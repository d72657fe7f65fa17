# A keyword given twice in a class statement is refused when compiling.
class Meta(type):
    pass


print("never printed")


class Config(dict, metaclass=Meta, strict=True, metaclass=Meta):
    pass
