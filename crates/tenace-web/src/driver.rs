//! A yew-free controller (`crates/tenace-controllers`) inside a Yew view:
//! the view renders the controller's state, sends it messages, and carries
//! out the effects each step returns. [`use_controller`] holds the
//! controller in a reducer; its effects wait in a queue shared by every
//! version of the state (two messages reduced before the next render lose
//! no effect) and are run once, after the render, by the view's `run`.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use tenace_controllers::Controller;
use yew::prelude::*;

/// A controller and the effects it asked for and the view has not yet run.
pub struct Driven<C: Controller> {
    pub state: C,
    queue: Rc<RefCell<VecDeque<C::Effect>>>,
    /// Bumped by every message: the effect hook runs after each.
    step: u64,
}

impl<C: Controller + Clone> Reducible for Driven<C> {
    type Action = C::Msg;

    fn reduce(self: Rc<Self>, msg: C::Msg) -> Rc<Self> {
        let mut state = self.state.clone();
        let effects = state.reduce(msg);
        self.queue.borrow_mut().extend(effects);
        Rc::new(Driven { state, queue: self.queue.clone(), step: self.step + 1 })
    }
}

/// Holds the controller `init` makes, and runs each effect it returns with
/// `run(effect, dispatch)` (its `start` effects first).
#[hook]
pub fn use_controller<C, I, R>(init: I, run: R) -> UseReducerHandle<Driven<C>>
where
    C: Controller + Clone + 'static,
    C::Effect: 'static,
    C::Msg: 'static,
    I: FnOnce() -> C,
    R: Fn(C::Effect, Callback<C::Msg>) + 'static,
{
    let state = use_reducer(move || {
        let state = init();
        let queue = Rc::new(RefCell::new(state.start().into_iter().collect()));
        Driven { state, queue, step: 0 }
    });
    // The newest `run` (it may hold the newest props).
    let runner = use_mut_ref(|| None::<Rc<dyn Fn(C::Effect, Callback<C::Msg>)>>);
    *runner.borrow_mut() = Some(Rc::new(run));
    let dispatch = {
        let state = state.clone();
        Callback::from(move |msg: C::Msg| state.dispatch(msg))
    };
    let queue = state.queue.clone();
    use_effect_with(state.step, move |_| {
        // Taken out of the queue before any is run: an effect may dispatch at once.
        let due: Vec<C::Effect> = queue.borrow_mut().drain(..).collect();
        let run = runner.borrow().clone();
        if let Some(run) = run {
            for effect in due {
                run(effect, dispatch.clone());
            }
        }
    });
    state
}
