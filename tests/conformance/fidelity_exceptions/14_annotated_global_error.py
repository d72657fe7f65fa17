limit = 5

def configure():
    limit: int = 10
    global limit

configure()
