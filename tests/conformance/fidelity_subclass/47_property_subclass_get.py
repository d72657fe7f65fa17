# A property subclass that caches its value on the instance.
class cached(property):
    def __init__(self, fget, *args, **kwargs):
        super().__init__(fget, *args, **kwargs)
        self.misses = 0

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        key = "_cache_" + self.fget.__name__
        if not hasattr(obj, key):
            self.misses += 1
            setattr(obj, key, super().__get__(obj, objtype))
        return getattr(obj, key)

class Report:
    def __init__(self, rows):
        self.rows = rows

    @cached
    def total(self):
        print("summing", len(self.rows), "rows")
        return sum(self.rows)

r = Report([3, 4, 5])
print(r.total, r.total, r.total)
print(Report.total.misses, type(Report.total).__name__)
print(isinstance(Report.total, property), isinstance(Report.total, cached))
r2 = Report([1])
print(r2.total, Report.total.misses)
