//! `bench store`: see [`run`].
