def build_url(scheme, host, path):
    return f"{scheme}://{host}/{path.lstrip('/')}"


print(build_url("https", "example.org", "/docs"))
parts = ["http", "localhost"]
print(build_url(*parts, "api"))
print(build_url(*parts))
