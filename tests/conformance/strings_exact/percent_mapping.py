d = {"name": "Ann", "n": 3, "x": 2.5, "k(1)": "paren"}
print("%(name)s has %(n)d items costing %(x).2f" % d)
print("%(name)r %(n)05d %(x)e %(name)s" % d)
print("%(k(1))s" % d, "%(n)s%%" % d, "%(name)-6s|%(n)+d" % d)
class M:
    def __getitem__(self, key):
        return key.upper()
print("%(abc)s-%(x)s" % M())
