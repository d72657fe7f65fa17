import json
config = json.loads('{"servers": [{"host": "a", "port": 80}, {"host": "b"}]}')
def port_of(s):
    return s["port"]
ports = [port_of(s) for s in config["servers"]]
