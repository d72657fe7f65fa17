import json
def load(s):
    try:
        return json.loads(s)
    except json.JSONDecodeError:
        raise ValueError(f"bad config: {s!r}")
def main():
    cfgs = ['{"a": 1}', '{a: 1}']
    return [load(c) for c in cfgs]
main()
