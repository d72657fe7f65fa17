# A filter subclass called with the wrong number of arguments.
class OnlyPositive(filter):
    def describe(self):
        return "positive numbers"

good = OnlyPositive(lambda x: x > 0, [-1, 2, -3, 4])
print(good.describe(), list(good))
OnlyPositive([1, 2, 3])
