class Job:
    def __init__(self, name, retries):
        self.name = name
        self.retries = retries


job = Job("backup", 2)
print(f"{job.name=}")
print(f"{job.retries=}")
print(f"{job.retries * 10 = }")
print(f"{job.timeout=}")
