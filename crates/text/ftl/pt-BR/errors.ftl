### Discord's own answers when something goes wrong: stale or foreign buttons,
### outages, limits.

