# A list subclass that validates in __init__ and append; the last call fails.
class IntList(list):
    def __init__(self, items=()):
        super().__init__()
        for it in items:
            self.append(it)

    def append(self, item):
        if not isinstance(item, int):
            raise TypeError("IntList only holds ints, got %s" % type(item).__name__)
        super().append(item)


nums = IntList([1, 2, 3])
nums.append(4)
print(nums, len(nums), sum(nums))
nums.extend(["sneaky"])
print(nums, "extend bypasses append")
try:
    nums.append(2.5)
except TypeError as e:
    print(type(e).__name__, e)
IntList([1, "two", 3])
