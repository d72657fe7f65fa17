class TypedDict:
    def __init__(self, value_type):
        self.value_type = value_type
        self.data = {}

    def __setitem__(self, key, value):
        if not isinstance(value, self.value_type):
            raise TypeError(f"{key!r} must be {self.value_type.__name__}, got {type(value).__name__}")
        self.data[key] = value

    def __getitem__(self, key):
        return self.data[key]

    def __delitem__(self, key):
        print("removing", key)
        del self.data[key]


ages = TypedDict(int)
ages["ann"] = 31
ages["bob"] = 45
ages["ann"] += 1
print(ages["ann"], sorted(ages.data))
del ages["bob"]
print(ages.data)
ages["cy"] = "forty"
