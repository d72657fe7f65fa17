from dataclasses import dataclass
from enum import Enum, auto
from typing import Union

class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    PAUSED = auto()
    DONE = auto()

@dataclass(frozen=True)
class Start:
    job: str
    priority: int = 0

@dataclass(frozen=True)
class Pause:
    reason: str

@dataclass(frozen=True)
class Resume:
    pass

@dataclass(frozen=True)
class Finish:
    result: Union[int, str, None]

Event = Union[Start, Pause, Resume, Finish, dict, tuple, str]

def step(state: State, event: Event, log: list) -> State:
    match state, event:
        case State.IDLE, Start(job=job, priority=p) if p >= 5:
            log.append(f"urgent start {job}")
            return State.RUNNING
        case State.IDLE, Start(job):
            log.append(f"start {job}")
            return State.RUNNING
        case State.RUNNING, Pause(reason=r):
            log.append(f"pause ({r})")
            return State.PAUSED
        case State.PAUSED, Resume():
            log.append("resume")
            return State.RUNNING
        case State.RUNNING, Finish(result=int(n)) if n < 0:
            log.append(f"failed with code {n}")
            return State.DONE
        case State.RUNNING, Finish(result=None | ""):
            log.append("finished without result")
            return State.DONE
        case State.RUNNING, Finish(result):
            log.append(f"finished: {result!r}")
            return State.DONE
        case _, {"type": "ping", **rest}:
            log.append(f"ping {sorted(rest.items())}")
            return state
        case _, ("batch", *items) if items:
            for item in items:
                state = step(state, item, log)
            return state
        case _, str() as cmd if cmd.startswith("/"):
            log.append(f"command {cmd[1:].split()}")
            return state
        case (State.DONE, _):
            log.append(f"ignored {type(event).__name__} after done")
            return state
        case _:
            raise ValueError(f"bad transition {state.name} <- {event!r}")

scenarios = [
    [Start("build"), Pause("lunch"), Resume(), Finish(0)],
    [Start("deploy", priority=9), {"type": "ping", "from": "ops", "n": 2}, Finish(-2), Finish(1)],
    [("batch", Start("a"), Pause("x"), Resume()), "/status now", Finish("")],
    [Start("x"), Start("y")],
]
for events in scenarios:
    state, log = State.IDLE, []
    try:
        for ev in events:
            state = step(state, ev, log)
    except ValueError as e:
        log.append(f"ERROR {e}")
    print(state.name, "|", "; ".join(log))
print(Start.__match_args__, Finish.__match_args__, Resume.__match_args__)
