class Stock:
    def __init__(self, symbol, qty):
        self.symbol = symbol
        self.qty = qty

    @property
    def qty(self):
        return self._qty

    @qty.setter
    def qty(self, value):
        if not isinstance(value, int):
            raise TypeError(f"qty must be int, got {type(value).__name__}")
        if value < 0:
            raise ValueError(f"{self.symbol}: negative quantity {value}")
        self._qty = value


s = Stock("ACME", 10)
s.qty -= 4
print(s.symbol, s.qty)
s.qty = 0
print(s.symbol, s.qty)
s.qty -= 1
print("unreachable")
