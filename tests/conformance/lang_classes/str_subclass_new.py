# A str subclass normalising its value in __new__, and str.__new__ called
# directly; a class renaming its module after the fact.
class Sku(str):
    def __new__(cls, raw):
        obj = super().__new__(cls, raw.strip().upper())
        obj.raw = raw
        return obj

    def family(self):
        return self.split('-')[0]


skus = [Sku(' ab-12 '), Sku('cd-7'), Sku('ab-3 ')]
print(sorted(skus), [s.family() for s in skus], skus[0].raw)
print(skus[0] == 'AB-12', {s: len(s) for s in skus}['CD-7'], type(skus[1]).__name__)
print(str.__new__(Sku, 42), type(str.__new__(Sku, 'x')).__name__, str.__new__(str, 3.5))
try:
    str.__new__(int, 'x')
except TypeError as e:
    print('TypeError', e)


class InvoiceError(Exception):
    pass


InvoiceError.__module__ = 'billing'
print(InvoiceError, InvoiceError.__module__)
try:
    raise InvoiceError('total mismatch')
except InvoiceError as e:
    print(repr(e), type(e))
