# Simple state machine with Enum and transition table.
from enum import Enum, auto
class S(Enum):
    IDLE = auto()
    RUNNING = auto()
    PAUSED = auto()
    STOPPED = auto()
TRANS = {(S.IDLE, "start"): S.RUNNING, (S.RUNNING, "pause"): S.PAUSED, (S.PAUSED, "resume"): S.RUNNING,
         (S.RUNNING, "stop"): S.STOPPED, (S.PAUSED, "stop"): S.STOPPED}
class Machine:
    def __init__(self):
        self.state = S.IDLE
        self.log = []
    def fire(self, ev):
        nxt = TRANS.get((self.state, ev))
        if nxt is None:
            raise RuntimeError(f"invalid transition {self.state.name} --{ev}-->")
        self.log.append((self.state.name, ev, nxt.name))
        self.state = nxt
        return self
m = Machine()
for ev in ["start", "pause", "resume", "stop"]:
    m.fire(ev)
print(m.state, m.log)
print([s.name for s in S], S.RUNNING.value, S(3), S["IDLE"] is S.IDLE, len(S))
print({s: i for i, s in enumerate(S)}[S.PAUSED], sorted(S, key=lambda s: s.name)[0], repr(S.STOPPED))
m2 = Machine()
try:
    m2.fire("stop")
except RuntimeError as e:
    print(e)
m2.fire("start").fire("start")
