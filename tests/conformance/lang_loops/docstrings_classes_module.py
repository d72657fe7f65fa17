"""Inventory helpers for the warehouse agent."""


class Bin:
    """A storage bin holding one kind of item."""

    capacity = 100

    def fill(self, n):
        """Add n items, capped at capacity."""
        self.count = min(self.capacity, getattr(self, "count", 0) + n)
        return self.count


b = Bin()
print(b.fill(70), b.fill(50))
print(Bin.__doc__)
print(Bin.fill.__doc__)
print(b.fill.__doc__ == Bin.fill.__doc__)
print(__doc__)
class NoDoc:
    x = 1
print(NoDoc.__doc__)
