"""Design metrics of a game's variants (balance, completion, length, choice, lead and drama),
each with its 95% interval, from the per-game records the lab already makes. Pure: no
pygame, and nothing here imports the simulator, so it can read records from anywhere.

    from shifting_sands.lab_metrics import design_metrics, flat_metrics
    metrics = design_metrics(summary.records, players)   # or a sweep cell's rows
    metrics["round_limit"]["value"], flat_metrics(metrics)["length.median"]["high"]
"""

from shifting_sands.lab_metrics.intervals import Estimate
from shifting_sands.lab_metrics.lead import LeadStory, lead_story
from shifting_sands.lab_metrics.metrics import METRICS, design_metrics, flat_metrics
from shifting_sands.lab_metrics.table import metric_rows

__all__ = ["METRICS", "Estimate", "LeadStory", "design_metrics", "flat_metrics", "lead_story",
           "metric_rows"]
