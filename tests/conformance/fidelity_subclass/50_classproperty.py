# classproperty: a property subclass whose __get__ passes the class.
class classproperty(property):
    def __get__(self, obj, owner=None):
        return self.fget(owner)

class Config:
    env = "prod"

    @classproperty
    def url(cls):
        return f"https://{cls.env}.example.com"

class StagingConfig(Config):
    env = "staging"

print(Config.url)
print(StagingConfig.url)
print(StagingConfig().url)
