class Exporter: pass
class Importer: pass
class CsvExporter(Exporter): pass
class JsonImporter(Importer): pass
class Helper: pass

registry = [CsvExporter, JsonImporter, Helper]
for cls in registry:
    print(cls.__name__, issubclass(cls, (Exporter, Importer)), issubclass(cls, (Helper,)))
usable = [c for c in registry if issubclass(c, (Exporter, Importer))]
print([c.__name__ for c in usable])
print(issubclass(CsvExporter(), (Exporter, Importer)))
