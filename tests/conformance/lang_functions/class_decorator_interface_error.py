def implements(*methods):
    def check(cls):
        missing = [m for m in methods if not callable(getattr(cls, m, None))]
        if missing:
            raise TypeError(f"{cls.__name__} is missing {', '.join(missing)}")
        cls.interface = methods
        return cls
    return check


@implements("read", "close")
class FileSource:
    def read(self):
        return "data"

    def close(self):
        return "closed"


src = FileSource()
print(src.read(), src.close(), FileSource.interface)
print("defining NetworkSource")


@implements("read", "close", "retry")
class NetworkSource:
    def read(self):
        return "packet"

    def close(self):
        return "bye"


print("unreachable", NetworkSource)
