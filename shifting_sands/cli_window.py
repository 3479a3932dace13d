"""Running the window for a command: one line for a missing display or an unusable save
folder, a crash written to the log folder with the last turn autosaved, and the stop
signals closing the window as its close button does."""

from __future__ import annotations

import gc
import sys


def _crash_report(details: str) -> str:
    """Where the details of a crash were written (the log folder, if it can be written)."""
    from datetime import datetime

    try:
        from shifting_sands.paths import logs_dir

        path = logs_dir() / f"crash-{datetime.now():%Y%m%d-%H%M%S}.txt"
        path.write_text(details, encoding="utf-8")
        return f"details in {path}"
    except Exception:  # the log folder itself is unusable: say what went wrong instead
        last = details.strip().splitlines()[-1] if details.strip() else "unknown error"
        return f"the log folder cannot be written ({last})"


def run_window(prepare) -> int:
    """Open the window, let `prepare(app)` push the first scene, and run it. A crash is
    written to the user's log folder (the autosave of the last turn is kept) and reported
    in one line instead of a traceback. With no usable display it says so and writes
    nothing (no folder, no save, no crash report). SIGTERM, SIGINT and SIGHUP close the
    window as its close button does (stop_signals.py), and the status is then 128 + the
    signal.

    The garbage collector waits until the first frame is on screen: importing pygame and
    the program makes some fifteen thousand objects, nearly all of them for as long as the
    program runs, and the twenty collections they set off, each going through them again,
    were 2-4 ms of the launcher's start-up (`_collect_from_now`). The bots' workers start
    from a fresh interpreter, never a copy of this one with the collector off."""
    paused = gc.isenabled()
    gc.disable()
    try:
        return _run_window(prepare, _collect_from_now if paused else None)
    finally:
        if paused:  # also when there was no first frame: no display, a crash, a stop
            gc.enable()


def _collect_from_now() -> None:
    """Once the first frame is on screen: what start-up made goes straight to the oldest
    generation (frozen, then thawed), where a full collection looks at it as at any
    long-lived object, instead of a collection going through all of it in the next frame;
    and the collector runs again."""
    gc.freeze()
    gc.unfreeze()
    gc.enable()


def _run_window(prepare, after_first_frame) -> int:
    from shifting_sands.app import display_problem
    from shifting_sands.paths import saving_problem
    from shifting_sands.stop_signals import StopSignals

    unseen = display_problem()
    if unseen:
        print(f"shifting-sands: cannot open the window: {unseen}", file=sys.stderr)
        return 1
    with StopSignals() as stops:
        problem = saving_problem()
        if problem:
            print(f"shifting-sands: games cannot be saved: {problem}", file=sys.stderr)
        app = None
        try:
            from shifting_sands.app import App

            app = App()
            stops.on_stop = app.request_stop
            if stops.caught is not None:
                app.request_stop()
            app.after_first_frame = after_first_frame
            prepare(app)
            app.run()
        except Exception:
            import traceback

            where = _crash_report(traceback.format_exc())
            kept = _autosave_after_crash(app)
            print(f"Shifting Sands stopped after an internal error; {where}.{kept}",
                  file=sys.stderr)
            return 2
        finally:
            _stop_bots()
    if stops.caught is not None:
        print(f"shifting-sands: stopped by {stops.name}", file=sys.stderr)
        return stops.exit_status
    return 0


def _stop_bots() -> None:
    """Stop the bots' worker process, if a game started one (the module, with its
    multiprocessing, is imported only by a game that has bots: 30 ms of the launcher's
    start-up otherwise)."""
    bot_runner = sys.modules.get("shifting_sands.core.bot_runner")
    if bot_runner is not None:
        bot_runner.stop_worker()


def _autosave_after_crash(app) -> str:
    """Try to autosave every open match now, and say truly whether it worked (" ..." or "")."""
    scenes = list(getattr(getattr(app, "scenes", None), "scenes", None) or [])
    said = []
    for scene in scenes:
        autosaver, match = getattr(scene, "autosaver", None), getattr(scene, "match", None)
        if autosaver is None or match is None:
            continue
        try:
            path = autosaver(match)
        except Exception as exc:  # whatever it is, the player must be told
            reason = getattr(exc, "reason", None) or getattr(exc, "strerror", None) or exc
            said.append(f"The game could not be autosaved ({reason}); the last autosave "
                        "that worked, if any, is as it was.")
        else:
            said.append(f"The game was autosaved to {path}." if path is not None
                        else "The game had ended, so there was nothing to autosave.")
    return "".join(" " + " ".join(str(part).split()) for part in said)
