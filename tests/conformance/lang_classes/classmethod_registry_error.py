class Parser:
    formats = {}

    @classmethod
    def register(cls, fmt):
        def deco(sub):
            cls.formats[fmt] = sub
            return sub
        return deco

    @classmethod
    def for_format(cls, fmt):
        return cls.formats[fmt]()

    @staticmethod
    def clean(text):
        return text.strip()


@Parser.register("csv")
class CsvParser(Parser):
    def parse(self, text):
        return [c.strip() for c in self.clean(text).split(",")]


@Parser.register("kv")
class KvParser(Parser):
    def parse(self, text):
        return dict(p.split("=") for p in self.clean(text).split(";"))


print(Parser.for_format("csv").parse(" a, b ,c "))
print(Parser.for_format("kv").parse("x=1;y=2"))
print(sorted(Parser.formats))
print(Parser.for_format("xml").parse("<a/>"))
