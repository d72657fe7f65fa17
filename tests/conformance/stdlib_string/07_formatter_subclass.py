# Subclass Formatter: default values for missing keys, and a custom conversion.
from string import Formatter


class DefaultFormatter(Formatter):
    def __init__(self, default="N/A"):
        self.default = default

    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, self.default)
        return super().get_value(key, args, kwargs)

    def convert_field(self, value, conversion):
        if conversion == "u":
            return str(value).upper()
        return super().convert_field(value, conversion)

    def format_field(self, value, format_spec):
        if value is None:
            return "-"
        return super().format_field(value, format_spec)


fmt = DefaultFormatter()
print(fmt.format("{name!u} ({role}) joined {year}", name="lee", year=2021))
print(fmt.format("{0}: {missing} {none}", "row", none=None))


class StrictFormatter(Formatter):
    def check_unused_args(self, used_args, args, kwargs):
        unused = sorted(set(kwargs) - used_args)
        if unused:
            raise ValueError("unused arguments: " + ", ".join(unused))


try:
    StrictFormatter().format("{a}", a=1, b=2, c=3)
except ValueError as e:
    print("ValueError", e)
print(StrictFormatter().format("{a}{b}", a=1, b=2))
