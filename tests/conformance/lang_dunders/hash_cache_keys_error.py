class Query:
    def __init__(self, table, **filters):
        self.table = table
        self.filters = tuple(sorted(filters.items()))

    def __eq__(self, other):
        return (self.table, self.filters) == (other.table, other.filters)

    def __hash__(self):
        return hash((self.table, self.filters))

    def __repr__(self):
        return f"Query({self.table}, {dict(self.filters)})"


cache = {}
cache[Query("users", age=30)] = ["ann"]
cache[Query("users", city="Oslo", age=30)] = ["bob"]
print(cache[Query("users", age=30)])
print(cache[Query("users", age=30, city="Oslo")])
print(len(cache), Query("users") in cache)
print(cache[Query("orders", age=30)])
