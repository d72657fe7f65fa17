class Plugin:
    pass


class CsvPlugin(Plugin):
    pass


class Other:
    pass


for cls in (Plugin, CsvPlugin, Other):
    print(cls.__name__, issubclass(cls, Plugin))
loaded = [CsvPlugin(), Other()]
print([isinstance(p, Plugin) for p in loaded])
print([issubclass(p, Plugin) for p in loaded])
