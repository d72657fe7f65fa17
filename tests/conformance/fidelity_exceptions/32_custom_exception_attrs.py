# Custom exceptions carrying extra data, with __str__ and __repr__ behaviour.
class HTTPError(Exception):
    def __init__(self, status, url, detail=""):
        super().__init__(status, url)
        self.status = status
        self.url = url
        self.detail = detail

    def __str__(self):
        text = "%d for %s" % (self.status, self.url)
        return text + (" (%s)" % self.detail if self.detail else "")


class RetryableError(HTTPError):
    retry_after = 30


def fetch(url):
    if "missing" in url:
        raise HTTPError(404, url)
    if "busy" in url:
        raise RetryableError(503, url, "try later")
    return "200 OK"


for url in ("/home", "/missing", "/busy"):
    try:
        print(fetch(url))
    except RetryableError as e:
        print("retry in", e.retry_after, "|", e, "|", repr(e), e.args)
    except HTTPError as e:
        print("failed", e.status, "|", e, "|", repr(e), e.args)


class NoSuperInit(Exception):
    def __init__(self, code):
        self.code = code


e = NoSuperInit(7)
print(repr(str(e)), e.args, e.code, repr(e))


class Bare(Exception):
    pass


print(repr(Bare()), str(Bare()), repr(Bare("one")), str(Bare("a", 1)), repr(Bare("a", 1)))
