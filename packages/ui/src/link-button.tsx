import { Button, type ButtonProps } from '@afterwork/ui/antd-base';
import { useNavigate } from '@afterwork/ui/router';

/** A button-looking link: a real <a href> (so it can be opened in a new tab), navigated client-side. */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={to}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(to);
      }}
    />
  );
}
