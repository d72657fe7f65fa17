class JsonMixin:
    def to_json(self):
        items = ", ".join(f'"{k}": {v!r}' for k, v in self.fields())
        return "{" + items + "}"

    def label(self):
        return "json"


class CsvMixin:
    def to_csv(self):
        return ",".join(str(v) for _, v in self.fields())

    def label(self):
        return "csv"


class Record:
    def __init__(self, **kw):
        self.data = kw

    def fields(self):
        return list(self.data.items())

    def label(self):
        return "record"


class Product(JsonMixin, CsvMixin, Record):
    pass


class Row(CsvMixin, Record):
    pass


p = Product(sku="X1", price=9.99)
print(p.to_json())
print(p.to_csv())
print(p.label(), Row(a=1).label(), Record().label())
