def with_defaults(**defaults):
    def apply(cls):
        for key, value in defaults.items():
            setattr(cls, key, value)
        cls.describe = lambda self: ", ".join(f"{k}={getattr(self, k)}" for k in defaults)
        return cls
    return apply


@with_defaults(color="red", size="M")
class Shirt:
    def __init__(self, sku):
        self.sku = sku


s = Shirt("A1")
print(s.sku, s.color, s.size)
s.size = "XL"
print(s.describe())
print(Shirt("B2").describe())
print(Shirt.color)
