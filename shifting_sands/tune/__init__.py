"""Tuning toward a target: `lab tune TUNE.yaml` searches a variant's parameters with Optuna
for one whose design metrics meet the designer's targets (definition, study, run, ray_run,
report, chart, command)."""
