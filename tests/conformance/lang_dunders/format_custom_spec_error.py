class Duration:
    def __init__(self, seconds):
        self.seconds = seconds

    def __format__(self, spec):
        if spec in ("", "s"):
            return f"{self.seconds}s"
        if spec == "m":
            return f"{self.seconds / 60:.1f}m"
        if spec == "hms":
            h, rest = divmod(self.seconds, 3600)
            m, s = divmod(rest, 60)
            return f"{h:02d}:{m:02d}:{s:02d}"
        raise ValueError(f"unknown duration format {spec!r}")


d = Duration(3725)
print(f"{d} {d:m} {d:hms}")
print(f"{Duration(59):hms}")
print(f"{d:days}")
