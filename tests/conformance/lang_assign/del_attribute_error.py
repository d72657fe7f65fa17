class Upload:
    def __init__(self, name):
        self.name = name
        self.temp_path = "/tmp/" + name


u = Upload("report.pdf")
print(u.name, u.temp_path)
del u.temp_path
print(hasattr(u, "temp_path"))
del u.temp_path
